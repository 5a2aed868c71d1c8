export {
  enqueueMail,
  enqueueMails,
  deliverDueMail,
  retryMailNow,
  type MailMessage,
  type MailPriority,
} from "./outbox";
export { kickMailSender, startMailSender, stopMailSender } from "./sender";
