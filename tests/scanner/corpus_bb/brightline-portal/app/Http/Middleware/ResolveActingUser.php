<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;

/**
 * The installer mobile app calls our own /api with X-User-Email + a device token.
 */
class ResolveActingUser
{
    public function handle(Request $request, Closure $next)
    {
        $email = $request->header('X-User-Email');
        if (! $email) {
            return response()->json(['error' => 'missing user'], 400);
        }

        $user = User::where('email', $email)->first();
        if ($user === null) {
            return response()->json(['error' => 'user not found'], 404);
        }

        $request->setUserResolver(fn () => $user);

        return $next($request);
    }
}
