export { Wizard, type WizardProps } from './Wizard';
