<?php

namespace App\Http\Middleware;

use App\Models\User;
use Closure;
use Illuminate\Http\Request;
use Symfony\Component\HttpFoundation\Response;

/**
 * Support staff can act on behalf of a rep from the admin console. The console
 * sends the rep's email in X-User-Email; we only honour it for admins.
 */
class ResolveImpersonatedUser
{
    public function handle(Request $request, Closure $next): Response
    {
        $email = $request->header('X-User-Email');

        if ($email && $request->user()?->is_admin) {
            $target = User::where('email', $email)->first();

            if (! $target) {
                return response()->json(['error' => 'user not found'], 404);
            }

            auth()->setUser($target);
            $request->attributes->set('impersonated_by', $request->user()->id);
        }

        return $next($request);
    }
}
