<?php

use App\Http\Controllers\Api\ContactListController;
use App\Http\Controllers\Webhooks\CallSproutWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use Illuminate\Support\Facades\Route;

Route::post('/webhooks/callsprout', CallSproutWebhookController::class);
Route::post('/webhooks/stripe', StripeWebhookController::class);

Route::middleware(['auth:sanctum', 'acting-agent'])->group(function () {
    Route::get('/contact-lists', [ContactListController::class, 'index']);
    Route::post('/contact-lists', [ContactListController::class, 'store']);
    Route::delete('/contact-lists/{list}/contacts/{phone}', [ContactListController::class, 'detach']);
});
