// Mail: the transactional outbox that sends it, and the plain letter most mails are laid out as. What the other modules use of it, the one way in.
export { letter } from './letter';
export {
  type Mailer,
  type Mail,
  queueCapped,
  createMailer,
  findOutboxMessage,
  listOutbox,
  type OutboxMessage,
  type CapLog,
  type CappedMailKind,
} from './mailer';
