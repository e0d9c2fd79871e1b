import { Service } from 'electrodb';
import { entityConfig } from './client';
import { Firm } from './entities/firm';
import { User } from './entities/user';
import { EmailClaim } from './entities/email-claim';
import { Company } from './entities/company';
import { Membership } from './entities/membership';
import { FirmGroup } from './entities/firm-group';
import { Session } from './entities/session';
import { Activity } from './entities/activity';
import { ActivityCounter } from './entities/activity-counter';
import { Conversation } from './entities/conversation';
import { ConversationMember } from './entities/conversation-member';
import { CompanyConversation } from './entities/company-conversation';
import { Message } from './entities/message';
import { DueItem } from './entities/due-item';
import { Document } from './entities/document';
import { DocumentUpload } from './entities/document-upload';
import { Notification } from './entities/notification';
import { NotificationCounts } from './entities/notification-counts';
import { MassEmail, MassEmailResult } from './entities/mass-email';
import { Questionnaire } from './entities/questionnaire';
import { FirmCustomStatus } from './entities/firm-custom-status';
import { TaxReturn, TaxReturnEvent } from './entities/tax-return';

/** Entities that take part in transactions together. */
export const db = new Service(
  {
    firm: Firm,
    user: User,
    emailClaim: EmailClaim,
    company: Company,
    membership: Membership,
    firmGroup: FirmGroup,
    session: Session,
    activity: Activity,
    activityCounter: ActivityCounter,
    conversation: Conversation,
    conversationMember: ConversationMember,
    companyConversation: CompanyConversation,
    message: Message,
    dueItem: DueItem,
    document: Document,
    documentUpload: DocumentUpload,
    notification: Notification,
    notificationCounts: NotificationCounts,
    massEmail: MassEmail,
    massEmailResult: MassEmailResult,
    taxReturn: TaxReturn,
    taxReturnEvent: TaxReturnEvent,
    questionnaire: Questionnaire,
    firmCustomStatus: FirmCustomStatus,
  },
  entityConfig,
);
