import { z } from 'zod';
import { LEVELS } from './level-codes';

export * from './level-codes';
export const levelSchema = z.enum(LEVELS);
