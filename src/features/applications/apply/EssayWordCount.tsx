import { Text } from '@fluentui/react-components';
import { type FieldValues, type UseFormReturn, useWatch } from 'react-hook-form';
import { EXEGESIS_TARGET_WORDS, wordCount } from '../../../domain/applications/application-form';

/** The essay's live word count against the expected length (spec §5: about 500 words). */
export function EssayWordCount({ form }: { form: UseFormReturn<FieldValues> }) {
  const essay = useWatch({ control: form.control, name: 'exegesis.essay' }) as string | undefined;
  const words = wordCount(essay);
  return (
    <Text role="status" aria-label="Word count" size={200}>
      {words} {words === 1 ? 'word' : 'words'} of about {EXEGESIS_TARGET_WORDS}
    </Text>
  );
}
