<?php

use App\Http\Controllers\ContactListController;
use App\Http\Controllers\Webhooks\RingLaneWebhookController;
use App\Http\Controllers\Webhooks\StripeWebhookController;
use App\Http\Middleware\VerifyRingLaneSignature;
use App\Http\Middleware\VerifyStripeSignature;
use Illuminate\Support\Facades\Route;

Route::prefix('v1')->middleware(['auth:sanctum', 'impersonate'])->group(function () {
    Route::apiResource('contact-lists', ContactListController::class);
    Route::post('contact-lists/{contactList}/contacts', [ContactListController::class, 'addContacts']);
});

Route::post('webhooks/ringlane', RingLaneWebhookController::class)
    ->middleware(VerifyRingLaneSignature::class);

Route::post('webhooks/stripe', StripeWebhookController::class)
    ->middleware(VerifyStripeSignature::class);
