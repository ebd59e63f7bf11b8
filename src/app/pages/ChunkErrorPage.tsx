import { Button } from '@fluentui/react-components';
import { ArrowClockwiseRegular } from '@fluentui/react-icons';
import { ErrorFrame } from '../../components/screen/ErrorFrame';

interface ChunkErrorPageProps {
  /** What failed to load (spec §8): a script chunk or a style sheet. */
  kind: 'script' | 'style';
  /** The address that failed, when known. */
  address?: string;
}

/** A part of the app (a lazily loaded chunk) failed to load, usually after a new release. */
export function ChunkErrorPage({ kind, address }: ChunkErrorPageProps) {
  return (
    <ErrorFrame
      placement="standalone"
      title="This part of the app could not be loaded"
      actions={
        <Button
          appearance="primary"
          icon={<ArrowClockwiseRegular />}
          onClick={() => window.location.reload()}
        >
          Reload
        </Button>
      }
    >
      <p>
        {kind === 'script' ? 'A script (chunk load error)' : 'A style sheet (style load failure)'}{' '}
        did not load. A newer version may have been released, or the connection dropped. Reloading
        fetches the current version.
      </p>
      {address && (
        <p>
          Address: <code>{address}</code>
        </p>
      )}
    </ErrorFrame>
  );
}
