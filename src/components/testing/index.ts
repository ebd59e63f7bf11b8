export { renderWithFluent } from './renderWithFluent';
