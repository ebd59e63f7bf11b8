import type { DeploymentConfig } from '#domain/config/deployment';
import type { Db } from '../db/client';
import type { SessionPolicy } from './auth/sessions';
import type { Mailer } from './mail/mailer';

/** What the routes share: the database, the deployment's configuration and the services. */
export interface AppContext {
  db: Db;
  config: DeploymentConfig;
  sessionPolicy: SessionPolicy;
  /** Cookies get `Secure` when the app is served over https. */
  secureCookies: boolean;
  /** The app's origin, for links in mail (e.g. http://localhost:8080). */
  publicUrl: string;
  mailer: Mailer;
  /** Folder of uploaded evidence files (DATA_DIR/evidence): one file per evidence id. */
  evidenceDir: string;
  /** Today's clock for date-dependent answers (tests set a day); the system clock without it. */
  clock?: () => Date;
  /** The course platform (Moodle) the module sync report reads; unset: not configured. */
  moodle?: { url: string; token: string };
  /** The donor system's page of a donor (DONORS_URL, `{id}` in it; checked at start); unset: none. */
  donorsUrl?: string;
  /**
   * The Xero Custom Connection (XERO_CLIENT_ID, XERO_CLIENT_SECRET…) invoices, credit notes and
   * payments are pushed to; unset: not configured. The secret stays on the server.
   */
  xero?: {
    clientId: string;
    clientSecret: string;
    identityUrl?: string;
    apiUrl?: string;
    scopes?: string;
    salesAccountCode?: string;
    bankAccountCode?: string;
    taxType?: string;
    /** A sync every this many minutes (0: only "Sync now"). */
    syncEveryMinutes?: number;
  };
}
