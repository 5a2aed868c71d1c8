export { enqueueMail, enqueueMails, type MailMessage, type MailPriority } from "./outbox";
export { deliverDueMail, retryMailNow } from "./delivery";
export { kickMailSender, startMailSender, stopMailSender } from "./sender";
