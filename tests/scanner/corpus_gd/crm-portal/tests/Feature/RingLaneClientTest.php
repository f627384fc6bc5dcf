<?php

use App\Services\RingLane\Exceptions\RingLaneDisabled;
use App\Services\RingLane\Exceptions\RingLaneUnavailable;
use App\Services\RingLane\RingLaneClient;
use App\Services\RingLane\RingLaneException;
use Illuminate\Http\Client\Request;
use Illuminate\Support\Facades\Http;

beforeEach(function () {
    Http::preventStrayRequests();
});

it('creates a contact list acting as the campaign owner', function () {
    Http::fake([
        'api.ringlane.io/api/public/v1/contact-lists' => Http::response(['id' => 'cl_123', 'name' => 'Q3 renewals'], 201),
    ]);

    $list = app(RingLaneClient::class)->createList('Q3 renewals', 'dana@harborpike.com');

    expect($list['id'])->toBe('cl_123');

    Http::assertSent(function (Request $request) {
        return $request->method() === 'POST'
            && $request->hasHeader('x-api-key', 'test-key')
            && $request->hasHeader('x-user-email', 'dana@harborpike.com');
    });
});

it('appends contacts by phone', function () {
    Http::fake(['*/contact-lists/cl_9/contacts' => Http::response(['added' => 2])]);

    app(RingLaneClient::class)->appendContacts('cl_9', ['+14155550100', '+14155550101']);

    Http::assertSent(fn (Request $r) => $r['contacts'][1]['phone'] === '+14155550101');
});

it('maps 502 to a transient exception', function () {
    Http::fake(['*' => Http::response(['error' => 'identity provider unreachable'], 502)]);

    app(RingLaneClient::class)->lists();
})->throws(RingLaneUnavailable::class);

it('maps 503 to api disabled', function () {
    Http::fake(['*' => Http::response(['error' => 'API disabled'], 503)]);

    app(RingLaneClient::class)->lists();
})->throws(RingLaneDisabled::class);

it('exposes the v1 error message and details', function () {
    Http::fake(['*' => Http::response([
        'error' => 'validation failed',
        'details' => [['path' => 'contacts[0].phone', 'message' => 'invalid phone']],
    ], 400)]);

    try {
        app(RingLaneClient::class)->appendContacts('cl_1', ['555']);
        $this->fail('expected exception');
    } catch (RingLaneException $e) {
        expect($e->getMessage())->toBe('validation failed')
            ->and($e->detailLines())->toBe(['contacts[0].phone: invalid phone']);
    }
});

it('knows when the acting user does not exist', function () {
    Http::fake(['*' => Http::response(['error' => 'user not found'], 404)]);

    try {
        app(RingLaneClient::class)->getList('cl_1');
    } catch (RingLaneException $e) {
        expect($e->isUserNotFound())->toBeTrue();
    }
});
