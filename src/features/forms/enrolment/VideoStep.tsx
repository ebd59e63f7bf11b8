import { makeStyles, Text, tokens } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { policyVideo } from '../../../deployment-menu';
import { POLICY_LABELS, REQUIRED_POLICIES } from '../../../domain/students/policies';

const useStyles = makeStyles({
  step: { display: 'grid', gap: tokens.spacingVerticalM, maxWidth: '48rem' },
  video: {
    width: '100%',
    aspectRatio: '16 / 9',
    backgroundColor: tokens.colorNeutralBackground3,
    borderRadius: tokens.borderRadiusMedium,
  },
  transcript: { whiteSpace: 'pre-line' },
  link: { color: tokens.colorBrandForegroundLink },
  heading: { margin: 0 },
});

// The policy pages, by the slug of each policy's content page.
const PAGE_OF_POLICY = {
  codeOfConduct: 'code-of-conduct',
  studentContract: 'student-contract',
  safeguarding: 'safeguarding',
  academicConduct: 'academic-conduct',
} as const satisfies Record<(typeof REQUIRED_POLICIES)[number], string>;

/**
 * Step 1: the policy video (spec §5) with its transcript, which ships with the app so the step
 * reads offline even when the video cannot load; watching is not required to go on.
 */
export function VideoStep() {
  const styles = useStyles();
  const video = policyVideo;
  return (
    <div className={styles.step}>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>
        {video.title}
      </Text>
      {/* biome-ignore lint/a11y/useMediaCaption: the full transcript follows the video */}
      <video
        className={styles.video}
        controls
        preload="none"
        src={video.url}
        aria-label={video.title}
        aria-describedby="policy-video-transcript"
      />
      <details>
        <summary>Read the transcript</summary>
        <Text as="p" id="policy-video-transcript" className={styles.transcript}>
          {video.transcript}
        </Text>
      </details>
      <Text as="h3" size={400} weight="semibold" className={styles.heading}>
        Read the policies
      </Text>
      <ul>
        {REQUIRED_POLICIES.map((policy) => (
          <li key={policy}>
            <RouterLink className={styles.link} to={`/forms/policies/${PAGE_OF_POLICY[policy]}`}>
              {POLICY_LABELS[policy]}
            </RouterLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
