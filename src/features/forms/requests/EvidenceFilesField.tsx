import { Button, Field, makeStyles, Text, tokens } from '@fluentui/react-components';
import { useId, useState } from 'react';
import { EVIDENCE_LIMITS, evidenceFileProblem } from '../../../domain/forms';

const useStyles = makeStyles({
  files: { display: 'grid', gap: tokens.spacingVerticalXS, padding: 0, margin: 0 },
  file: {
    display: 'flex',
    gap: tokens.spacingHorizontalS,
    alignItems: 'center',
    listStyleType: 'none',
  },
});

const sizeText = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.ceil(bytes / 1024)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Evidence files: chosen from the device, checked for type and size, kept until sent. */
export function EvidenceFilesField({
  files,
  onChange,
  error,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
}) {
  const styles = useStyles();
  const inputId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const message = [...problems, ...(error ? [error] : [])].join(' ');
  return (
    <Field
      label={{ children: 'Evidence files', htmlFor: inputId }}
      hint={`Up to ${EVIDENCE_LIMITS.maxFiles} files of 10 MB: PDF, image, Word or text. They are sent with your request, even if you are offline now.`}
      validationMessage={message || undefined}
    >
      <input
        id={inputId}
        type="file"
        multiple
        accept={EVIDENCE_LIMITS.accept}
        onChange={(event) => {
          const chosen = [...(event.target.files ?? [])];
          const refused = chosen.map(evidenceFileProblem).filter((p): p is string => Boolean(p));
          setProblems(refused);
          const accepted = chosen.filter((file) => !evidenceFileProblem(file));
          onChange([...files, ...accepted].slice(0, EVIDENCE_LIMITS.maxFiles));
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className={styles.files} aria-label="Files to send">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className={styles.file}>
              <Text>
                {file.name} ({sizeText(file.size)})
              </Text>
              <Button
                size="small"
                onClick={() => onChange(files.filter((_, i) => i !== index))}
              >{`Remove ${file.name}`}</Button>
            </li>
          ))}
        </ul>
      )}
    </Field>
  );
}
