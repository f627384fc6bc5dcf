<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;

/**
 * Internal admin tools (back office SPA) pass the impersonated staff member in
 * X-User-Email. Only honoured for requests that already carry an admin session.
 */
class ImpersonateFromHeader
{
    public function handle(Request $request, Closure $next)
    {
        $email = $request->header('X-User-Email');
        if ($email && $request->user()?->is_admin) {
            $target = User::where('email', $email)->first();
            if (!$target) {
                return response()->json(['error' => 'user not found'], 404);
            }
            auth()->setUser($target);
        }
        return $next($request);
    }
}
