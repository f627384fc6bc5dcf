<?php

namespace App\Http\Middleware;

use App\Models\Staff;
use Closure;
use Illuminate\Http\Request;

/**
 * The internal SSO proxy in front of the admin injects X-User-Id (Okta subject)
 * and X-User-Email. We trust them only from the proxy's network.
 */
class ResolveStaffUser
{
    public function handle(Request $request, Closure $next)
    {
        $subject = $request->header('X-User-Id');
        $email = $request->header('X-User-Email');

        $staff = Staff::query()
            ->where('okta_subject', $subject)
            ->orWhere('email', strtolower((string) $email))
            ->first();

        if ($staff === null) {
            return response()->json(['error' => 'user not found'], 404);
        }

        $request->setUserResolver(fn () => $staff);

        return $next($request);
    }
}
