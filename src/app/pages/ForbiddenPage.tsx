import { makeStyles, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { ErrorFrame } from '../../components/screen/ErrorFrame';
import { MESSAGES } from '../../domain/errors/catalogue';

const useStyles = makeStyles({ link: { color: tokens.colorBrandForegroundLink } });

/** A route whose permissions the user lacks (spec §5, §8): code 403. */
export function ForbiddenPage() {
  const styles = useStyles();
  return (
    <ErrorFrame
      placement="shell"
      title="Access denied"
      code={403}
      actions={
        <RouterLink className={styles.link} to="/">
          Go to the start page
        </RouterLink>
      }
    >
      <p>{MESSAGES.FORBIDDEN_PAGE}</p>
    </ErrorFrame>
  );
}
