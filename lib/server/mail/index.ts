export { enqueueMail, deliverDueMail, retryMailNow, type MailMessage } from "./outbox";
export { kickMailSender, startMailSender } from "./sender";
