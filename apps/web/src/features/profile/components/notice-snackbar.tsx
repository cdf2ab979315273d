import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useCallback, useState } from 'react';

export type Notice = { severity: 'success' | 'error'; message: string };

/** One feedback message at a time: `show` replaces what is shown. */
export function useNotice() {
  const [notice, setNotice] = useState<(Notice & { key: number }) | null>(null);
  const show = useCallback((next: Notice) => setNotice({ ...next, key: Date.now() }), []);
  const close = useCallback(() => setNotice(null), []);
  return { notice, show, close };
}

const AUTO_HIDE_MS = 6000;

/** Success and error feedback; errors stay until closed, so nobody misses them. */
export function NoticeSnackbar({
  notice,
  onClose,
}: {
  notice: (Notice & { key: number }) | null;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={notice?.key}
      open={notice !== null}
      autoHideDuration={notice?.severity === 'success' ? AUTO_HIDE_MS : null}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert severity={notice.severity} variant="filled" onClose={onClose} sx={{ width: '100%' }}>
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
