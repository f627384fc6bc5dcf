<?php

use App\Http\Controllers\Api\InstallJobController;
use App\Http\Controllers\Api\LeadController;
use App\Http\Controllers\Webhooks\DialwiseWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use App\Http\Middleware\ResolveActingUser;
use Illuminate\Support\Facades\Route;

Route::post('/webhooks/stripe', StripeWebhookController::class);
Route::post('/webhooks/dialwise', DialwiseWebhookController::class);

Route::prefix('v1')->middleware(ResolveActingUser::class)->group(function () {
    Route::get('/leads', [LeadController::class, 'index']);
    Route::get('/contact-lists', [LeadController::class, 'segments']);
    Route::get('/install-jobs/{job}', [InstallJobController::class, 'show']);
});
