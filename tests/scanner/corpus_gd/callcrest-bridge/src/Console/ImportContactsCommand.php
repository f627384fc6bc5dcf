<?php

namespace Quillfield\CallCrest\Console;

use Illuminate\Console\Command;
use Quillfield\CallCrest\ContactListGateway;
use Quillfield\CallCrest\Exceptions\CallCrestApiException;
use Quillfield\CallCrest\Exceptions\UnknownActingUserException;

class ImportContactsCommand extends Command
{
    protected $signature = 'callcrest:import {list : CallCrest list id} {csv : Path to CSV with a "phone" column}
                            {--as= : IdP user id to attribute the import to}
                            {--chunk=250}';

    protected $description = 'Append phone numbers from a CSV to a CallCrest contact list';

    public function handle(ContactListGateway $lists): int
    {
        $fh = fopen($this->argument('csv'), 'r');
        $header = fgetcsv($fh);
        $phoneIdx = array_search('phone', array_map('strtolower', $header), true);

        if ($phoneIdx === false) {
            $this->error('CSV has no "phone" column');
            return self::INVALID;
        }

        $batch = [];
        $sent = 0;
        $bar = $this->output->createProgressBar();

        while (($row = fgetcsv($fh)) !== false) {
            $batch[] = trim($row[$phoneIdx]);

            if (count($batch) >= (int) $this->option('chunk')) {
                $sent += $this->flush($lists, $batch);
                $bar->advance(count($batch));
                $batch = [];
            }
        }

        if ($batch) {
            $sent += $this->flush($lists, $batch);
        }

        $bar->finish();
        $this->newLine();
        $this->info("Imported {$sent} contacts.");

        return self::SUCCESS;
    }

    private function flush(ContactListGateway $lists, array $phones): int
    {
        try {
            $res = $lists->addContacts($this->argument('list'), $phones, $this->option('as'));

            return (int) ($res['added'] ?? count($phones));
        } catch (UnknownActingUserException $e) {
            $this->error('The --as user does not exist in CallCrest.');
            exit(self::FAILURE);
        } catch (CallCrestApiException $e) {
            $this->warn($e->getMessage());
            foreach ($e->fieldErrors as $fe) {
                $this->line("  {$fe['path']}: {$fe['message']}");
            }

            return 0;
        }
    }
}
