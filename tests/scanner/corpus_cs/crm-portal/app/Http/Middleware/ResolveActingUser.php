<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Our internal SPA and the warehouse tablets send the logged-in operator
 * in X-User-Email / X-User-Id. Resolve it so audit logs are attributed.
 */
class ResolveActingUser
{
    public function handle(Request $request, Closure $next): Response
    {
        $email = $request->header('X-User-Email');
        $id = $request->header('X-User-Id');

        $user = null;
        if ($id) {
            $user = User::query()->where('sso_subject', $id)->first();
        } elseif ($email) {
            $user = User::query()->where('email', strtolower($email))->first();
        }

        if (! $user) {
            return response()->json(['error' => 'user not found'], 404);
        }

        $request->attributes->set('acting_user', $user);

        return $next($request);
    }
}
