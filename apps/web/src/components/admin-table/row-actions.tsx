import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/** One entry of a row's action menu. */
export type RowAction = { id: string; label: string; onSelect: () => void; disabled?: boolean };

/**
 * A row's '⋮' button opening its actions in a menu, kept inside the screen, closed by Escape or a choice. A row with
 * no action has no button.
 */
export function RowActions({ rowLabel, actions }: { rowLabel: string; actions: readonly RowAction[] }) {
  const { t } = useTranslation();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is rendered from its first opening on (then kept, for its closing transition): a page of rows with a
  // closed menu each cost its first render a task of its own.
  const [opened, setOpened] = useState(false);
  const open = anchor !== null;
  if (actions.length === 0) return null;
  const choose = (action: RowAction) => {
    setAnchor(null);
    action.onSelect();
  };
  return (
    <>
      <IconButton
        aria-label={t('adminTable.actionsFor', { name: rowLabel })}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
      >
        <MoreVertIcon />
      </IconButton>
      {opened ? (
        <Menu
          id={menuId}
          anchorEl={anchor}
          open={open}
          onClose={() => setAnchor(null)}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        >
          {actions.map((action) => (
            <MenuItem key={action.id} disabled={action.disabled} onClick={() => choose(action)}>
              {action.label}
            </MenuItem>
          ))}
        </Menu>
      ) : null}
    </>
  );
}
