mod api;
mod config;
mod error;
mod v2;
mod webhook;

use anyhow::Result;
use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(name = "harbor", version, about = "CallHarbor contact-list tooling")]
struct Cli {
    /// Acting user (login email) the request is made on behalf of
    #[arg(long, env = "HARBOR_ACTING_EMAIL")]
    as_user: Option<String>,

    /// Use the new v2 API (requires a v2 key in HARBOR_V2_KEY)
    #[arg(long)]
    v2: bool,

    #[command(subcommand)]
    cmd: Cmd,
}

#[derive(Subcommand)]
enum Cmd {
    /// List contact lists
    Lists,
    /// Create a contact list
    Create { name: String },
    /// Delete a contact list
    Delete { id: String },
    /// Import phone numbers from a CSV (column "phone") into a list
    Import { id: String, csv: std::path::PathBuf },
    /// Remove one number from a list
    Remove { id: String, phone: String },
    /// Verify a captured webhook request (raw HTTP dump)
    VerifyWebhook { dump: std::path::PathBuf },
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let cfg = config::Config::from_env()?;

    if cli.v2 {
        return v2::run_lists(&cfg);
    }

    let client = api::Client::new(&cfg, cli.as_user.as_deref());
    match cli.cmd {
        Cmd::Lists => {
            for l in client.lists()? {
                println!("{}\t{}\t{}", l.id, l.size, l.name);
            }
        }
        Cmd::Create { name } => println!("{}", client.create(&name)?.id),
        Cmd::Delete { id } => client.delete(&id)?,
        Cmd::Import { id, csv } => {
            let mut rdr = csv::Reader::from_path(csv)?;
            let phones: Vec<String> = rdr
                .deserialize::<std::collections::HashMap<String, String>>()
                .filter_map(|r| r.ok()?.remove("phone"))
                .collect();
            for chunk in phones.chunks(500) {
                client.append(&id, chunk)?;
            }
            eprintln!("imported {} numbers", phones.len());
        }
        Cmd::Remove { id, phone } => client.remove(&id, &phone)?,
        Cmd::VerifyWebhook { dump } => {
            let raw = std::fs::read(dump)?;
            let ok = webhook::verify_dump(&raw, &cfg.webhook_secret)?;
            println!("{}", if ok { "valid" } else { "INVALID" });
        }
    }
    Ok(())
}
