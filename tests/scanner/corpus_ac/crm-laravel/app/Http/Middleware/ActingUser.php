<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;

/**
 * Internal tooling (the ops panel) impersonates staff by sending X-User-Email
 * to OUR api. Only honoured for requests signed with the internal token.
 */
class ActingUser
{
    public function handle(Request $request, Closure $next)
    {
        if ($request->bearerToken() !== config('app.internal_token')) {
            return $next($request);
        }

        $email = $request->header('X-User-Email');
        if ($email && $user = User::where('email', $email)->first()) {
            auth()->setUser($user);
        } elseif ($email) {
            return response()->json(['error' => 'user not found'], 404);
        }

        return $next($request);
    }
}
