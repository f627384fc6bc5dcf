<?php

namespace App\Console\Commands;

use App\Models\Lead;
use Illuminate\Console\Command;
use Illuminate\Support\Facades\Http;

/**
 * Nightly push of newsletter opt-ins to Mailjet contact lists.
 */
class SyncMailjetListsCommand extends Command
{
    protected $signature = 'mailjet:sync-lists {listId}';

    protected $description = 'Push newsletter opt-ins to a Mailjet contacts list';

    public function handle(): int
    {
        $cfg = config('services.mailjet');
        $listId = $this->argument('listId');

        $contacts = Lead::where('newsletter_opt_in', true)
            ->get(['email', 'first_name'])
            ->map(fn ($l) => ['Email' => $l->email, 'Name' => $l->first_name])
            ->all();

        $res = Http::withBasicAuth($cfg['key'], $cfg['secret'])
            ->retry(3, 500, fn ($e) => $e->response?->status() === 503)
            ->post("{$cfg['base_url']}/contactslist/{$listId}/managemanycontacts", [
                'Action' => 'addnoforce',
                'Contacts' => $contacts,
            ]);

        if ($res->status() === 404) {
            $this->error('Mailjet list not found: '.$res->json('ErrorMessage'));
            return self::FAILURE;
        }

        $this->info('Queued Mailjet job '.$res->json('Data.0.JobID'));

        return self::SUCCESS;
    }
}
