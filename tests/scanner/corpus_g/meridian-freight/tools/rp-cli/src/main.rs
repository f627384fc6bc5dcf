mod client;
mod config;
mod samsara;

use anyhow::Result;
use clap::{Parser, Subcommand};

use crate::client::{ContactRow, Dialer};

/// Meridian dispatch helper for the dialer.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    /// Dialer base URL (defaults to production)
    #[arg(long, env = "RP_BASE_URL", default_value = config::DEFAULT_BASE_URL)]
    base_url: String,

    /// Shared API key
    #[arg(long, env = "RP_API_KEY", default_value = config::FALLBACK_SHARED_KEY, hide_default_value = true)]
    api_key: String,

    /// Dialer user id of the dispatcher acting
    #[arg(long, env = "RP_DISPATCHER_ID")]
    dispatcher: String,

    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// Print all contact lists owned by the dispatcher
    Lists,
    /// Append drivers from a CSV (first_name,phone) to a list
    Append { list_id: i64, csv: std::path::PathBuf },
    /// Remove a driver by phone number
    Remove { list_id: i64, phone: String },
    /// Pull driver phones from Samsara (uses SAMSARA_TOKEN)
    Drivers,
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let dialer = Dialer::new(cli.base_url, cli.api_key, cli.dispatcher)?;

    match cli.cmd {
        Cmd::Lists => {
            for l in dialer.lists()? {
                println!("{:>8}  {:<40} {:>6}", l.id, l.name, l.contacts_count);
            }
        }
        Cmd::Append { list_id, csv } => {
            let mut rdr = csv::Reader::from_path(csv)?;
            let records: Vec<csv::StringRecord> = rdr.records().collect::<Result<_, _>>()?;
            let rows: Vec<ContactRow> = records
                .iter()
                .map(|r| ContactRow { first_name: &r[0], phone_number: &r[1] })
                .collect();
            let list = dialer.append_by_phone(list_id, &rows)?;
            println!("list {} now has {} contacts", list.id, list.contacts_count);
        }
        Cmd::Remove { list_id, phone } => dialer.remove_by_phone(list_id, &phone)?,
        Cmd::Drivers => samsara::print_drivers()?,
    }
    Ok(())
}
