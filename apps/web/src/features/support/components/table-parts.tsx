import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import type { IncidentRow } from '@portal/contract/support';
import { Link as RouterLink } from '@/lib/router/router';
import { TruncatedText } from '@/components/truncated-text';
import { IncidentStatusChip } from './incident-status';

/** The cells every incident table starts with: the reference number (linking to `to`), the subject and the status. */
export function IncidentLeadCells({ row, to }: { row: IncidentRow; to: string }) {
  return (
    <>
      <TableCell component="th" scope="row">
        <Link component={RouterLink} to={to} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
          {row.incidentId}
        </Link>
      </TableCell>
      <TableCell>
        <TruncatedText text={row.subject} />
      </TableCell>
      <TableCell>
        <IncidentStatusChip status={row.statusInfo} />
      </TableCell>
    </>
  );
}
