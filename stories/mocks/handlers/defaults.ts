// A happy studio: a signed-in Pro user with the sample collection and the ring's visuals.
// Stories override what they need: handlers a story adds are tried before these (MSW's `use`),
// and within one list the first match wins.
import type { HttpHandler } from 'msw';
import { assetHandlers } from './assets';
import { authServiceHandlers } from './auth';
import { designHandlers } from './designs';
import { libraryHandlers } from './library';
import { planHandlers } from './plans';
import { profileHandlers } from './profile';
import { subscriptionHandlers } from './subscriptions';
import { transformationHandlers } from './transformations';

export function defaultHandlers(): HttpHandler[] {
  return [
    ...authServiceHandlers(),
    profileHandlers.ok(),
    assetHandlers.list(),
    assetHandlers.get(),
    assetHandlers.create(),
    assetHandlers.update(),
    assetHandlers.remove(),
    assetHandlers.uploadManualCrop(),
    designHandlers.analyse(),
    // An empty library: stories that show the designer's own photographs add theirs.
    libraryHandlers.list('model', []),
    libraryHandlers.list('scene', []),
    transformationHandlers.list(),
    transformationHandlers.get(),
    transformationHandlers.create(),
    transformationHandlers.remove(),
    planHandlers.list(),
    subscriptionHandlers.checkout(),
    subscriptionHandlers.portal(),
    subscriptionHandlers.creditCheckout(),
  ];
}
