<?php

use App\Http\Controllers\Api\LeadController;
use App\Http\Controllers\Webhooks\CallvaneWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use App\Http\Middleware\ResolveActingUser;
use Illuminate\Support\Facades\Route;

Route::post('/webhooks/stripe', StripeWebhookController::class);
Route::post('/webhooks/callvane', CallvaneWebhookController::class);

Route::middleware(['auth:sanctum', ResolveActingUser::class])->prefix('v1')->group(function () {
    Route::get('/leads', [LeadController::class, 'index']);
    Route::post('/leads', [LeadController::class, 'store']);
    Route::get('/contact-lists', [LeadController::class, 'lists']);
});
