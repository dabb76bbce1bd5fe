// Whether what React mounts now belongs to the page the server drew: from just before hydrateRoot until
// the first navigation (main.tsx). Components that keep the server's HTML as drawn (static-section.tsx)
// decide it once, as they mount, from this.
let hydrating = false;

export const beginHydration = () => {
  hydrating = true;
};

export const endHydration = () => {
  hydrating = false;
};

export const isHydrating = () => hydrating;
