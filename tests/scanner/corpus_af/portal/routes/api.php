<?php

use App\Http\Controllers\Api\SessionController;
use App\Http\Controllers\Api\ContactListController;
use App\Http\Controllers\Webhooks\TalkpathWebhookController;
use Illuminate\Support\Facades\Route;

Route::get('/me', [SessionController::class, 'me']);
Route::get('/contact-lists', [ContactListController::class, 'index']);
Route::delete('/contact-lists/{list}/contacts/{phone}', [ContactListController::class, 'removePhone']);
Route::post('/webhooks/talkpath', TalkpathWebhookController::class);
