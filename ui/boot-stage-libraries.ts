/**
 * A stage of the app's evaluation (ui/main.tsx): the router, the state machines' runtime and the
 * translations runtime, evaluated in a task of their own before the app's modules. The names are
 * re-exported only so this module depends on them (a bare import of a side-effect-free package is
 * dropped by the bundler); the app imports them from the packages as usual.
 */
export { createRouter, createRootRoute, createRoute, RouterProvider, Link, Outlet } from '@tanstack/react-router';
export { setup, createActor } from 'xstate';
export { createActorContext, useSelector } from '@xstate/react';
export { setupI18n } from '@lingui/core';
export { I18nProvider } from '@lingui/react';
