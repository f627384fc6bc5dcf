<?php

use App\Http\Controllers\Api\CampaignController;
use App\Http\Controllers\Api\LeadController;
use App\Http\Controllers\Webhooks\DialPointWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use App\Http\Middleware\ResolveActingUser;
use Illuminate\Support\Facades\Route;

Route::post('/webhooks/dialpoint', DialPointWebhookController::class)->name('webhooks.dialpoint');
Route::post('/webhooks/stripe', StripeWebhookController::class)->name('webhooks.stripe');

Route::middleware(['auth:sanctum', ResolveActingUser::class])->prefix('v1')->group(function () {
    Route::apiResource('campaigns', CampaignController::class);
    Route::get('campaigns/{campaign}/contact-lists', [CampaignController::class, 'contactLists']);
    Route::apiResource('leads', LeadController::class)->only(['index', 'show', 'update']);
});
