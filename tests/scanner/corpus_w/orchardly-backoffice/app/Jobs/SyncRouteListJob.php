<?php

namespace App\Jobs;

use App\Models\Route;
use App\Services\Ringbolt\RingboltClient;
use App\Services\Ringbolt\RingboltException;
use Illuminate\Bus\Queueable;
use Illuminate\Contracts\Queue\ShouldQueue;
use Illuminate\Foundation\Bus\Dispatchable;
use Illuminate\Queue\InteractsWithQueue;
use Illuminate\Support\Facades\Log;

class SyncRouteListJob implements ShouldQueue
{
    use Dispatchable, InteractsWithQueue, Queueable;

    public int $tries = 5;

    public function __construct(public int $routeId) {}

    public function handle(RingboltClient $ringbolt): void
    {
        $route = Route::with('stops.customer')->findOrFail($this->routeId);

        try {
            if (! $route->ringbolt_list_id) {
                $list = $ringbolt->createList("Route {$route->code} – {$route->date->toDateString()}");
                $route->update(['ringbolt_list_id' => $list['id']]);
            }
            $phones = $route->stops->pluck('customer.phone')->filter()->unique()->values()->all();
            $ringbolt->appendContacts($route->ringbolt_list_id, $phones);
        } catch (RingboltException $e) {
            if ($e->isTransient()) {
                $this->release(60);
                return;
            }
            if ($e->isApiDisabled() || $e->isUnknownUser()) {
                Log::critical('Ringbolt sync blocked', ['route' => $route->id, 'reason' => $e->getMessage()]);
                $this->fail($e);
                return;
            }
            throw $e;
        }
    }
}
