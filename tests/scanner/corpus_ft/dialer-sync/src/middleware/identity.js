'use strict';

// The portal's BFF forwards who is logged in. We trust it because we are only reachable
// inside the VPC.
module.exports = function identity() {
  return async (ctx, next) => {
    const userId = ctx.get('x-user-id');
    const email = ctx.get('X-User-Email');
    if (!userId) {
      ctx.status = 401;
      ctx.body = { error: 'unauthenticated' };
      return;
    }
    ctx.state.user = { id: userId, email };
    await next();
  };
};
