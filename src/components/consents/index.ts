export { RecordConsentDialog } from './RecordConsentDialog';
