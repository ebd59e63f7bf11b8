import type { EntityDefinition } from '../platform/entities/define';
import { applicationsEntity } from './applications/entity';
import { studentFormsEntity } from './forms/entity';
import { studentRequestsEntity } from './forms/requests-routes';
import { hubsEntity, programmesEntity } from './reference/entities';
import { engagementsEntity } from './students/engagements-entity';
import { studentsEntity } from './students/entity';
import { usersEntity } from './users/entity';

/** Every entity of the generic API; later areas add theirs here. */
export const ENTITIES: readonly EntityDefinition[] = [
  usersEntity,
  studentsEntity,
  engagementsEntity,
  applicationsEntity,
  hubsEntity,
  programmesEntity,
  studentFormsEntity,
  studentRequestsEntity,
];
