/**
 * The back office's frame on a phone and by keyboard (issue 30): rendered as a <style> by the
 * admin layout, not imported as a stylesheet. Rsbuild's shared async chunk put an imported one
 * on public pages too, which must carry no back-office (antd) styles; antd's own classes are
 * reached through roles here for the same reason.
 */
export const ADMIN_LAYOUT_CSS = `
/* The user's name gives way first: the language switcher and the menu button keep their size. */
.bl-admin__user {
  flex: 1 1 auto;
  min-width: 0;
}

/* Above the sider and antd's fixed layers while it has the focus. */
.bl-admin .bl-skip-link:focus {
  z-index: 1100;
  color: #0958d9;
  outline: 3px solid #0958d9;
  outline-offset: 2px;
}

/*
 * On the dark sider antd's blue ring shows on navy but vanishes on the selected item's blue:
 * a white ring is 6:1 or more against both.
 */
.bl-admin__sider [role='menuitem']:focus-visible,
.bl-admin__sider [role='menuitem'] a:focus-visible,
.bl-admin__sider button:focus-visible {
  outline: 3px solid #ffffff;
  outline-offset: -3px;
}

.bl-admin__sider [role='menuitem'] a:focus-visible {
  outline-offset: 2px;
}

/* The light drawer: antd's ring colour (3.2:1 on white) drawn on the links and buttons in it. */
.bl-admin__drawer [role='menuitem']:focus-visible,
.bl-admin__drawer [role='menuitem'] a:focus-visible,
.bl-admin__drawer button:focus-visible {
  outline: 3px solid #0958d9;
  outline-offset: 2px;
}

.bl-admin__drawer [role='menuitem']:focus-visible {
  outline-offset: -3px;
}

.bl-admin__drawer [role='menu'] {
  border-inline-end: 0;
}

/*
 * WCAG 2.2 2.4.11, focus not obscured: forms keep their Save bar stuck to the bottom of the
 * screen, so what takes the focus (by Tab, or a field scrolled to) stops above the bar's height,
 * 44px controls and their padding on a phone included.
 */
html:has(.bl-admin) {
  scroll-padding-bottom: 96px;
}

/* A heading given the focus after a navigation shows where reading resumes, without a box. */
.bl-admin__content h1:focus {
  outline: none;
}

.bl-admin__content h1:focus-visible {
  outline: 2px solid #0958d9;
  outline-offset: 4px;
}

@media (max-width: 767.98px) {
  /* An icon-only button as wide as it is high: a thumb's 44px square. */
  .bl-admin__menu-button {
    min-width: 44px;
  }

  .bl-admin__header {
    gap: 0.5rem;
    padding-inline: 12px;
  }

  .bl-admin__content {
    padding: 16px 12px;
  }
}

/* A link in a dashboard card looks like a link, and is a 24px target (44px on a phone). */
.bl-dashboard__link {
  display: inline-flex;
  align-items: center;
  min-height: 24px;
  color: #0958d9;
  text-decoration: underline;
}

@media (max-width: 767.98px) {
  .bl-dashboard__link {
    min-height: 44px;
  }
}

/* A dashboard count is its list's link: the whole card's text, in the card's own colours. */
.bl-dashboard__count-link {
  display: block;
  color: inherit;
  text-decoration: none;
}

.bl-dashboard__count-link:focus-visible {
  outline: 3px solid #0958d9;
  outline-offset: 4px;
  border-radius: 4px;
}

/*
 * In the back office toasts drop in under the header, at the top: at the bottom they covered a
 * form's Save and Create buttons, which sit at its end.
 */
body:has(.bl-admin) .bl-ui-toasts {
  top: 72px;
  bottom: auto;
}
`;
