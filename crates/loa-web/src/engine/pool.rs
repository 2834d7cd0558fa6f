//! The engine workers of a page or a board, by what each is for ([`Worker`]): each order the
//! model gives is carried out on its worker (started on first use), and each report goes back
//! with the worker's name. A search asked with a delay (the computer playing itself) waits on a
//! [`Timer`].

use std::collections::BTreeMap;
use std::rc::Rc;

use loa_app::worker::{Order, Report, Worker};

use super::client::AiClient;
use super::source::EngineSource;
use crate::dom::time::Timer;

/// The workers: see the [module](self).
pub struct Workers {
    source: EngineSource,
    on_report: Rc<dyn Fn(Worker, Report)>,
    clients: BTreeMap<Worker, AiClient>,
    /// A search waiting for its delay, by worker.
    delayed: BTreeMap<Worker, Timer>,
}

impl std::fmt::Debug for Workers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Workers").field("clients", &self.clients.keys().collect::<Vec<_>>()).finish()
    }
}

impl Workers {
    /// Workers started from `source`; their reports go to `on_report`, always from a task of
    /// their own (never inside a call of this type).
    pub fn new(source: &EngineSource, on_report: impl Fn(Worker, Report) + 'static) -> Workers {
        Workers {
            source: source.clone(),
            on_report: Rc::new(on_report),
            clients: BTreeMap::new(),
            delayed: BTreeMap::new(),
        }
    }

    /// Starts `worker` now, so its first search does not wait for it to load.
    pub fn warm_up(&mut self, worker: Worker) {
        let _ = self.client(worker);
    }

    fn client(&mut self, worker: Worker) -> AiClient {
        let (source, on_report) = (&self.source, &self.on_report);
        self.clients
            .entry(worker)
            .or_insert_with(|| {
                let on_report = on_report.clone();
                AiClient::new(source, move |report| on_report(worker, report))
            })
            .clone()
    }

    /// Carries out `order` on `worker`.
    pub fn perform(&mut self, worker: Worker, order: Order) {
        self.delayed.remove(&worker);
        match order {
            Order::Start { request, position, delay_ms: 0 } => self.client(worker).start_request(&position, request),
            Order::Start { request, position, delay_ms } => {
                let client = self.client(worker);
                client.cancel();
                let timer = Timer::after(u64::from(delay_ms), move || client.start_request(&position, request));
                self.delayed.insert(worker, timer);
            }
            Order::Stop => {
                if let Some(client) = self.clients.get(&worker) {
                    client.cancel();
                }
            }
            Order::Shutdown => {
                if let Some(client) = self.clients.remove(&worker) {
                    client.shutdown();
                }
            }
        }
    }

    /// Every worker stopped for good (the board is going away).
    pub fn shut_down(&mut self) {
        self.delayed.clear();
        for (_, client) in std::mem::take(&mut self.clients) {
            client.shutdown();
        }
    }
}
