import { createGetTransaction, createWriteTransaction, type Service } from 'electrodb';
import { Firm } from './entities/firm';
import { User } from './entities/user';
import { EmailClaim } from './entities/email-claim';
import { Company } from './entities/company';
import { EntityNameGuard } from './entities/entity-name-guard';
import { Membership } from './entities/membership';
import { FirmGroup } from './entities/firm-group';
import { FirmTag } from './entities/firm-tag';
import { FirmEntityType } from './entities/firm-entity-type';
import { Session } from './entities/session';
import { Activity } from './entities/activity';
import { ActivityCounter } from './entities/activity-counter';
import { Conversation } from './entities/conversation';
import { ConversationMember } from './entities/conversation-member';
import { CompanyConversation } from './entities/company-conversation';
import { Message } from './entities/message';
import { DueItem } from './entities/due-item';
import { Document } from './entities/document';
import { SignatureRequest } from './entities/signature-request';
import { DocumentUpload } from './entities/document-upload';
import { DocumentFolder, DocumentWord } from './entities/document-folder';
import { ExtractedDocument } from './entities/extracted-document';
import { Notification } from './entities/notification';
import { NotificationCounts } from './entities/notification-counts';
import { NotificationSubscription } from './entities/notification-subscription';
import { OwnerNotification } from './entities/owner-notification';
import { MassEmail, MassEmailResult } from './entities/mass-email';
import { Questionnaire } from './entities/questionnaire';
import {
  DepositCheckout,
  QuestionnaireAnswer,
  QuestionnaireNote,
  QuestionnaireSectionState,
  QuestionnaireSignature,
} from './entities/questionnaire-answering';
import { QuestionnaireTemplate } from './entities/questionnaire-template';
import { QuestionnaireSend, TemplateScheduler } from './entities/questionnaire-send';
import { FirmCustomStatus } from './entities/firm-custom-status';
import { TaxReturn, TaxReturnEvent } from './entities/tax-return';
import { DirectoryCount, DirectoryRow, DirectoryState, DirectoryWord } from './entities/directory-row';
import { Import, ImportChunk, ImportRow } from './entities/import';
import { PriorYearItem, PriorYearItemRef, PriorYearLineItem } from './entities/prior-year-item';
import { FirmRole, FirmRoleName } from './entities/firm-role';
import { FirmRoleAssignment } from './entities/firm-role-assignment';
import { TemplateSignUpLink, TemplateSignUpLinkOfTemplate } from './entities/template-sign-up-link';

/** Entities that take part in transactions together, by the alias a transaction's callback names them with. */
const entities = {
  firm: Firm,
  user: User,
  emailClaim: EmailClaim,
  company: Company,
  entityNameGuard: EntityNameGuard,
  membership: Membership,
  firmGroup: FirmGroup,
  firmTag: FirmTag,
  firmEntityType: FirmEntityType,
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
  documentFolder: DocumentFolder,
  documentWord: DocumentWord,
  extractedDocument: ExtractedDocument,
  notification: Notification,
  notificationCounts: NotificationCounts,
  notificationSubscription: NotificationSubscription,
  ownerNotification: OwnerNotification,
  massEmail: MassEmail,
  massEmailResult: MassEmailResult,
  taxReturn: TaxReturn,
  taxReturnEvent: TaxReturnEvent,
  signatureRequest: SignatureRequest,
  questionnaire: Questionnaire,
  questionnaireAnswer: QuestionnaireAnswer,
  questionnaireNote: QuestionnaireNote,
  questionnaireSectionState: QuestionnaireSectionState,
  questionnaireSignature: QuestionnaireSignature,
  depositCheckout: DepositCheckout,
  questionnaireTemplate: QuestionnaireTemplate,
  questionnaireSend: QuestionnaireSend,
  templateScheduler: TemplateScheduler,
  firmCustomStatus: FirmCustomStatus,
  directoryRow: DirectoryRow,
  directoryWord: DirectoryWord,
  directoryCount: DirectoryCount,
  directoryState: DirectoryState,
  import: Import,
  importRow: ImportRow,
  importChunk: ImportChunk,
  priorYearItem: PriorYearItem,
  priorYearItemRef: PriorYearItemRef,
  priorYearLineItem: PriorYearLineItem,
  firmRole: FirmRole,
  firmRoleName: FirmRoleName,
  firmRoleAssignment: FirmRoleAssignment,
  templateSignUpLink: TemplateSignUpLink,
  templateSignUpLinkOfTemplate: TemplateSignUpLinkOfTemplate,
};
type Entities = typeof entities;

/**
 * A view of the entities in which an alias becomes enumerable once a transaction's callback reads it. ElectroDB's
 * Service would hand every transaction all of them, which builds every lazy entity on the first write and matches
 * cancellation reasons against each; through this view its driver (the first entity) and its cancellation parsing
 * see just the entities the transaction names.
 */
function involved(): Entities {
  const view = {};
  for (const [alias, entity] of Object.entries(entities)) {
    Object.defineProperty(view, alias, {
      configurable: true,
      enumerable: false,
      get() {
        Object.defineProperty(view, alias, { value: entity, configurable: true, enumerable: true });
        return entity;
      },
    });
  }
  return view as Entities;
}

/** Transactions across entities, as ElectroDB's Service offers them, without building a Service of all of them. */
export const db: Pick<Service<Entities>, 'entities' | 'transaction'> = {
  entities,
  // ElectroDB takes its driver from the entities before it calls the callback, so the callback runs here, when the
  // transaction is made, to name them first (the Service ran it at go(); every caller makes and runs one in a chain).
  transaction: {
    write: (fn) => {
      const named = involved();
      const items = fn(named as unknown as Parameters<typeof fn>[0]);
      return createWriteTransaction(named, () => items);
    },
    get: (fn) => {
      const named = involved();
      const items = fn(named as unknown as Parameters<typeof fn>[0]);
      return createGetTransaction(named, () => items);
    },
  },
};
