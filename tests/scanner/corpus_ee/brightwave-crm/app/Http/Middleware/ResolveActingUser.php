<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * The internal back-office SPA sends X-User-Email / X-User-Id when an admin
 * impersonates an agent. Only honoured for admins authenticated via Sanctum.
 */
class ResolveActingUser
{
    public function handle(Request $request, Closure $next): Response
    {
        $admin = $request->user();
        $email = $request->header('X-User-Email');
        $id = $request->header('X-User-Id');

        if (! $admin?->is_admin || (! $email && ! $id)) {
            return $next($request);
        }

        $target = $id ? User::find($id) : User::where('email', $email)->first();

        if (! $target) {
            return response()->json(['error' => 'user not found'], 404);
        }

        $request->attributes->set('acting_user', $target);

        return $next($request);
    }
}
