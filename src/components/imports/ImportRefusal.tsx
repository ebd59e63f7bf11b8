import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** Why a file or an import was refused: the message and each problem (e.g. a line). */
export function ImportRefusal({
  message,
  details,
}: {
  message: string;
  details: readonly string[];
}) {
  return (
    <MessageBar intent="error">
      <MessageBarBody>
        <MessageBarTitle>{message}</MessageBarTitle>
        {details.length > 0 && (
          <ul aria-label="Problems">
            {details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
