import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import type { MouseEvent } from 'react';
import { lazy, Suspense, useState } from 'react';
import type { NavigationLink } from './use-navigation';

/** The account menu's list serves here too (a chunk of its own, loaded on the first click). */
const UserMenuList = lazy(() => import('./user-menu-list').then((m) => ({ default: m.UserMenuList })));

/**
 * A group of the wide header's entries behind one button ('Resources': the knowledge base, the release notes on US),
 * marked like a link when the page shown is one of them; its menu's entries carry aria-current.
 */
export function NavigationGroupMenu({
  id,
  label,
  links,
  currentSx,
}: {
  id: string;
  label: string;
  links: readonly NavigationLink[];
  currentSx: object;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const open = anchor !== null;
  const buttonId = `${id}-button`;
  const menuId = `${id}-menu`;
  const current = links.some((link) => link.current);
  return (
    <>
      <Button
        id={buttonId}
        color="primary"
        endIcon={<ArrowDropDown aria-hidden="true" />}
        aria-haspopup="menu"
        aria-controls={open ? menuId : undefined}
        aria-expanded={open ? 'true' : undefined}
        onClick={(event: MouseEvent<HTMLElement>) => {
          setAnchor(event.currentTarget);
          setOpened(true);
        }}
        sx={{
          minHeight: 44,
          minWidth: 0,
          px: 0,
          fontSize: 'inherit',
          fontWeight: 600,
          textTransform: 'none',
          borderRadius: 0,
          borderBottom: 3,
          borderBottomColor: 'transparent',
          '&:hover, &:focus-visible': { textDecoration: 'underline', backgroundColor: 'transparent' },
          ...(current ? currentSx : {}),
        }}
      >
        {label}
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <UserMenuList
            id={menuId}
            labelledBy={buttonId}
            anchor={anchor}
            links={links}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
