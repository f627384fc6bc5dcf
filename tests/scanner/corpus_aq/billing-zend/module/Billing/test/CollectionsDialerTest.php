<?php
namespace BillingTest;

use Billing\Service\CollectionsDialer;
use PHPUnit\Framework\TestCase;

class CollectionsDialerTest extends TestCase
{
    public function testRetriesAreDeferredOn502And503()
    {
        $dialer = new CollectionsDialer([
            'base_uri' => 'http://127.0.0.1:8089/',
            'api_key' => 'test',
            'acting_uid' => 'u-test',
            'collections_list' => 'cl_test',
        ]);
        $this->assertInstanceOf(CollectionsDialer::class, $dialer);
    }
}
