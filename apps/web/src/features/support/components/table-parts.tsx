import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import type { IncidentRow } from '@portal/contract/support';
import { Link as RouterLink } from '@/lib/router/router';
import { TruncatedText } from '@/components/truncated-text';
import { IncidentStatusChip } from './incident-status';

/** An incident's reference number, linking to `to`. */
export function IncidentReferenceLink({ row, to }: { row: IncidentRow; to: string }) {
  return (
    <Link component={RouterLink} to={to} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
      {row.incidentId}
    </Link>
  );
}

/** The cells every incident table starts with: the reference number (linking to `to`), the subject and the status. */
export function IncidentLeadCells({ row, to }: { row: IncidentRow; to: string }) {
  return (
    <>
      <TableCell component="th" scope="row">
        <IncidentReferenceLink row={row} to={to} />
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
