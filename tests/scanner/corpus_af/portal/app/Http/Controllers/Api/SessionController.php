<?php

namespace App\Http\Controllers\Api;

use App\Http\Controllers\Controller;
use App\Models\User;
use Illuminate\Http\Request;

class SessionController extends Controller
{
    public function me(Request $request)
    {
        $email = $request->header('X-User-Email');
        $user = User::where('email', $email)->first();

        if (! $user) {
            return response()->json(['error' => 'user not found'], 404);
        }

        return response()->json($user->only(['id', 'name', 'email']));
    }
}
