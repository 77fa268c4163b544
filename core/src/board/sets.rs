//! The union-find that joins features across tiles: one node per feature of every placed tile,
//! merged by size, with each set's open ends and its members kept at the root.

/// Disjoint sets of feature nodes. Each set is one road, city, field, monastery or garden of the
/// board, however many tiles it spans.
#[derive(Debug, Clone, Default)]
pub(crate) struct Sets {
    /// Each node's parent; a root is its own parent.
    parent: Vec<u32>,
    /// At a root: how many nodes its set holds.
    size: Vec<u32>,
    /// At a root: how many ends (a road's side centre, a city's side) still face no tile.
    open: Vec<u32>,
    /// The next member of the node's set, a circular list so that two sets join in O(1).
    next: Vec<u32>,
}

impl Sets {
    /// A new node in a set of its own with `open` open ends; returns its number.
    pub(crate) fn add(&mut self, open: u32) -> u32 {
        let node = self.parent.len() as u32;
        self.parent.push(node);
        self.size.push(1);
        self.open.push(open);
        self.next.push(node);
        node
    }

    /// How many nodes there are.
    pub(crate) fn len(&self) -> usize {
        self.parent.len()
    }

    /// The root of `node`'s set, without shortening the path (for read-only queries; sets are
    /// merged by size, so the path has at most log₂ n steps).
    pub(crate) fn root(&self, mut node: u32) -> u32 {
        while self.parent[node as usize] != node {
            node = self.parent[node as usize];
        }
        node
    }

    /// The root of `node`'s set, halving the path on the way.
    fn find(&mut self, mut node: u32) -> u32 {
        while self.parent[node as usize] != node {
            let grandparent = self.parent[self.parent[node as usize] as usize];
            self.parent[node as usize] = grandparent;
            node = grandparent;
        }
        node
    }

    /// Joins the sets of `a` and `b` through one matching pair of ends, which closes both.
    pub(crate) fn join(&mut self, a: u32, b: u32, closed_ends: u32) {
        let (a, b) = (self.find(a), self.find(b));
        if a == b {
            self.open[a as usize] = self.open[a as usize].saturating_sub(closed_ends);
            return;
        }
        let (large, small) = if self.size[a as usize] >= self.size[b as usize] {
            (a, b)
        } else {
            (b, a)
        };
        self.parent[small as usize] = large;
        self.size[large as usize] += self.size[small as usize];
        self.open[large as usize] =
            (self.open[large as usize] + self.open[small as usize]).saturating_sub(closed_ends);
        self.next.swap(large as usize, small as usize);
    }

    /// How many ends of `node`'s set are still open.
    pub(crate) fn open(&self, node: u32) -> u32 {
        self.open[self.root(node) as usize]
    }

    /// Every node in `node`'s set, starting with `node`.
    pub(crate) fn members(&self, node: u32) -> impl Iterator<Item = u32> + '_ {
        let mut current = Some(node);
        std::iter::from_fn(move || {
            let this = current?;
            let next = self.next[this as usize];
            current = (next != node).then_some(next);
            Some(this)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn joining_merges_members_and_closes_ends() {
        let mut sets = Sets::default();
        let nodes: Vec<u32> = (0..5).map(|_| sets.add(2)).collect();
        sets.join(nodes[0], nodes[1], 2);
        sets.join(nodes[3], nodes[4], 2);
        sets.join(nodes[1], nodes[4], 2);
        let mut members: Vec<u32> = sets.members(nodes[0]).collect();
        members.sort_unstable();
        assert_eq!(members, [0, 1, 3, 4]);
        assert_eq!(sets.open(nodes[3]), 2);
        assert_eq!(sets.root(nodes[0]), sets.root(nodes[4]));
        assert_ne!(sets.root(nodes[0]), sets.root(nodes[2]));
        // A loop: joining two nodes of one set closes two more ends.
        sets.join(nodes[0], nodes[3], 2);
        assert_eq!(sets.open(nodes[1]), 0);
        assert_eq!(sets.members(nodes[2]).collect::<Vec<_>>(), [2]);
        assert_eq!(sets.len(), 5);
    }
}
