<?php

use App\Http\Controllers\Api\ContactListController;
use App\Http\Controllers\Api\PatientController;
use Illuminate\Support\Facades\Route;

// Our own API consumed by the Meridel outreach SPA. Not related to Voxbridge.
Route::prefix('v1')->middleware(['auth:sanctum'])->group(function () {
    Route::get('/contact-lists', [ContactListController::class, 'index']);
    Route::post('/contact-lists', [ContactListController::class, 'store']);
    Route::get('/contact-lists/{list}', [ContactListController::class, 'show']);
    Route::delete('/contact-lists/{list}', [ContactListController::class, 'destroy']);
    Route::apiResource('patients', PatientController::class)->only(['index', 'show']);
});
