<?php

use App\Http\Controllers\Api\CallListController;
use App\Http\Controllers\Webhooks\RinglaneWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use App\Http\Middleware\ResolveActingAgent;
use Illuminate\Support\Facades\Route;

Route::middleware(['auth:sanctum', ResolveActingAgent::class])->group(function () {
    Route::get('/call-lists', [CallListController::class, 'index']);
    Route::post('/branches/{branch}/call-lists/sync', [CallListController::class, 'sync']);
});

Route::post('/webhooks/ringlane', RinglaneWebhookController::class);
Route::post('/webhooks/stripe', StripeWebhookController::class);
