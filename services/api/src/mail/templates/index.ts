export type { RenderedMail } from './layout';
export { escapeHtml } from './escape-html';
export { passwordResetMail, type PasswordResetMailData } from './password-reset.template';
export { invitationMail, type InvitationMailData } from './invitation.template';
export { contactReceivedMail, type ContactReceivedMailData } from './contact-received.template';
export { messageReplyMail, type MessageReplyMailData } from './message-reply.template';
export { emailChangedMail, type EmailChangedMailData } from './email-changed.template';
export { signInLockedMail, type SignInLockedMailData } from './sign-in-locked.template';
export { passwordChangedMail, type PasswordChangedMailData } from './password-changed.template';
