// The small-screen side menu (docs/requirements.md#side-menu): a drawer from the right. It is its own chunk,
// fetched when the menu button is first pointed at, focused or pressed: the drawer brings focus trapping,
// scroll locking and floating-ui, which no first load needs (docs/decisions/0008).
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Overlay.css';
import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/CloseButton.css';
import '@mantine/core/styles/Drawer.css';
import { Drawer } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';

export interface SideMenuProps {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}

export default function SideMenu({ opened, onClose, children }: SideMenuProps) {
  // Mounted closed and opened a moment later, so the first opening slides in like every later one.
  const [shown, setShown] = useState(false);
  useEffect(() => setShown(opened), [opened]);
  return (
    <Drawer
      id="site-side-menu"
      opened={shown}
      onClose={onClose}
      position="right"
      size={300}
      title="Menu"
      hiddenFrom="lg"
      zIndex={300}
    >
      {children}
    </Drawer>
  );
}
